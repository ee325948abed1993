export { Coin, type CoinFace, type CoinProps, type Owner } from './Coin';
export { CoinRow, type CoinRowProps, type BoardMode } from './CoinRow';
export { layoutHighlights, type CoinHighlight, type LaneSegment } from './highlightLanes';
export { resolveMove, targetsFrom, type CoinMove } from './moves';
