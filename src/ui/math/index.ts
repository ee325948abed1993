export { Tex, type TexProps } from './Tex';
export { Caption, type CaptionProps } from './Caption';
export { splitTex, type CaptionPiece } from './splitTex';
