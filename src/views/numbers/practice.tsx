/** Numbers in Practice: the stalks' frames (its questions have no board). */
import type { NumbersState } from '../../engine/arith/numbersState';
import type { FrameProps } from '../../nav/pages';
import { NumbersFrame } from './NumbersFrame';
import './numbers.css';

export const Stalks = ({ step }: FrameProps) => <NumbersFrame state={step.state as NumbersState} />;
