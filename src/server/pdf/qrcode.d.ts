/** The part of qrcode (no types of its own) the PDFs use: the module matrix of a QR code. */
declare module 'qrcode' {
  export interface QRCodeModules {
    size: number;
    get(row: number, column: number): number | boolean;
  }
  export function create(
    text: string,
    options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
  ): {
    modules: QRCodeModules;
  };
}
