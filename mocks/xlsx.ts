/** The demo API reads xlsx files (the customer import, spec 2 §7) with the console's own reader: one reader of the sheets. */
export { readXlsxRows } from '../src/common/xlsx';
