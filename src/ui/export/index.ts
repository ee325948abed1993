export { Exportable, type ExportableProps } from './Exportable';
export { elementToSvg } from './elementToSvg';
export { svgToPng } from './svgToPng';
export { exportName, downloadBlob } from './download';
export { saveExport } from './exportFile';
export { escapeXml, svgDocument } from './svgText';
export { primaryExportTarget, hasExportTarget, type ExportFormat } from './exportRegistry';
