/** Issue 12: every upload picker enforces its limits before sending and says why (common/uploads.ts). */
import { describe, expect, it } from 'vitest';
import {
  checkUpload,
  IMAGE_BAD_TYPE,
  matchesAccept,
  pickedFiles,
  rejectionMessage,
  tooLargeMessage,
  uploadInputProps,
  uploadValidator,
  UPLOAD_BAD_TYPE,
  UPLOAD_TOO_LARGE,
} from '../../src/common/uploads';

const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('checkUpload', () => {
  it('the default limits: images, videos and documents of at most 10,000,000 bytes', () => {
    expect(checkUpload(file('a.pdf', 10_000_000))).toBeUndefined();
    expect(checkUpload(file('a.pdf', 10_000_001))).toBe(UPLOAD_TOO_LARGE);
    expect(checkUpload(file('a.exe', 10))).toBe(UPLOAD_BAD_TYPE);
  });

  it('pictures only', () => {
    expect(checkUpload(file('me.png', 10, 'image/png'), { image: true })).toBeUndefined();
    expect(checkUpload(file('me.pdf', 10, 'application/pdf'), { image: true })).toBe(IMAGE_BAD_TYPE);
    expect(checkUpload(file('me.png', 20_000_000, 'image/png'), { image: true })).toBe(UPLOAD_TOO_LARGE);
  });

  it('another size limit says its own figure', () => {
    expect(checkUpload(file('a.png', 2_000_001, 'image/png'), { image: true, maxBytes: 2_000_000 })).toBe(tooLargeMessage(2_000_000));
    expect(tooLargeMessage(2_000_000)).toBe('The file may not be greater than 2,000,000 bytes (2 MB).');
  });

  it('an accept list: MIME types, wildcards, extensions', () => {
    expect(matchesAccept(file('a.csv', 1, 'text/csv'), '.csv')).toBe(true);
    expect(matchesAccept(file('a.PNG', 1), 'image/*')).toBe(true);
    expect(matchesAccept(file('a.pdf', 1, 'application/pdf'), 'image/*,application/pdf')).toBe(true);
    expect(matchesAccept(file('a.doc', 1, 'application/msword'), 'image/*,application/pdf')).toBe(false);
    expect(checkUpload(file('a.doc', 1, 'application/msword'), { accept: 'image/*,.pdf' })).toBe('The file must be one of: image/*, .pdf.');
  });

  it('anyType: the size limit only', () => {
    expect(checkUpload(file('a.zip', 1), { anyType: true })).toBeUndefined();
    expect(checkUpload(file('a.zip', 10_000_001), { anyType: true })).toBe(UPLOAD_TOO_LARGE);
  });
});

describe('the validator of an upload input', () => {
  const big = { rawFile: file('big.png', 12_000_000, 'image/png'), src: 'blob:x', title: 'big.png' };
  const small = { rawFile: file('small.png', 1000, 'image/png'), src: 'blob:y', title: 'small.png' };

  it('reads react-admin values, plain files and lists; files already on the server are not checked', () => {
    expect(pickedFiles(big)).toHaveLength(1);
    expect(pickedFiles([small, big])).toHaveLength(2);
    expect(pickedFiles({ src: 'https://api/x.png', title: 'x' })).toEqual([]);
    expect(pickedFiles(null)).toEqual([]);
  });

  it('gives the first refused file its message', () => {
    expect(uploadValidator({ image: true })([small, big])).toBe(UPLOAD_TOO_LARGE);
    expect(uploadValidator({ image: true })(small)).toBeUndefined();
  });

  it('uploadInputProps runs the picker’s own rule first, then the limits; the native picker gets an accept hint', () => {
    const own = (v: unknown) => ((v as { rawFile?: { name: string } })?.rawFile?.name.endsWith('.bmp') ? 'No bmp here' : undefined);
    const props = uploadInputProps({ image: true }, own);
    expect(props.inputProps).toEqual({ accept: 'image/*' });
    expect(props.validate({ rawFile: file('a.bmp', 20_000_000, 'image/bmp') })).toBe('No bmp here');
    expect(props.validate(big)).toBe(UPLOAD_TOO_LARGE);
    expect(props.validate(small)).toBeUndefined();
    expect(uploadInputProps({ anyType: true }).inputProps).toEqual({});
  });

  it('a file the drop zone refused is explained in the same words', () => {
    expect(
      rejectionMessage(
        [{ file: file('a.pdf', 5, 'application/pdf'), errors: [{ code: 'file-invalid-type', message: 'File type must be image/*' }] }],
        { image: true },
      ),
    ).toBe(IMAGE_BAD_TYPE);
    expect(
      rejectionMessage([{ file: file('a.png', 5, 'image/png'), errors: [{ code: 'x', message: 'Too many files' }] }], { image: true }),
    ).toBe('Too many files');
  });
});
