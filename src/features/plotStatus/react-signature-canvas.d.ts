// react-signature-canvas 1.0.7 ships no types (CommonJS; see SignatureInput.tsx for how it is imported).
declare module 'react-signature-canvas';
