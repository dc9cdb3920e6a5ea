import { WallScreen } from './wall-screen';

/** /bigdata: the wall display of the staff session's unit. */
export default function BigdataPage() {
  return <WallScreen />;
}
