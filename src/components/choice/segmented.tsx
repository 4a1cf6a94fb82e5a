import { Segmented as AntSegmented, type SegmentedProps as AntSegmentedProps } from 'antd';

/** A name is required: rc-segmented names every group "segmented control", in English. */
export type SegmentedProps<T> = AntSegmentedProps<T> & ({ 'aria-label': string } | { 'aria-labelledby': string });

/**
 * antd's Segmented with a name in the user's language and one Tab stop. rc-segmented also puts the
 * group around the radios in the Tab order, where the arrows do nothing; the radios (one stop, the
 * chosen one, the arrows move the choice) are the control.
 */
export function Segmented<T>(props: SegmentedProps<T>) {
  return <AntSegmented<T> {...props} tabIndex={-1} />;
}
