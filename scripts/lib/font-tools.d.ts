// Types for the font tools that ship none: subset-font and the converter it is built on.

declare module 'subset-font' {
  type Options = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    preserveNameIds?: number[];
    keepFeatures?: string[];
    variationAxes?: Record<string, number | {min: number; max: number; default?: number}>;
    noLayoutClosure?: boolean;
    noHinting?: boolean;
    dropTables?: string[];
  };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}

declare module 'fontverter' {
  const fontverter: {convert(font: Buffer, toFormat: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>};
  export default fontverter;
}
