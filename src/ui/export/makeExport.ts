/**
 * Making an export, loaded on the first one (Exportable): copying styles and fonts and drawing a
 * PNG are a few KB of code most visits never run (issue 26: a first visit's JavaScript).
 */
export { elementToSvg } from './elementToSvg';
export { embedFonts } from './embedFonts';
export { saveExport } from './exportFile';
