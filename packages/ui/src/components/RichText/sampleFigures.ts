import { sampleFigureAddress } from './richTextSamples';
import triangleUrl from './triangle.svg?url';

/** The fixture's figure address, pointed at this folder's drawing, as the app points it at the server's. For stories. */
export function withSampleFigures(html: string): string {
  return html.replaceAll(`${sampleFigureAddress}triangle.svg`, triangleUrl);
}
