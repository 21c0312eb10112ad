import type * as v from 'valibot';
import { pathOf, type Endpoint } from '../contract/endpoint';
import { upload, type UploadOptions } from '../upload';

// Apart from endpointCall.ts: every page loads that one, and only the upload pages need this.
/** `upload` for a declared endpoint whose method is POST or PUT. */
export const uploadTo = <S extends v.GenericSchema>(declared: Endpoint<S>, options: Omit<UploadOptions, 'method'> & { readonly params?: Readonly<Record<string, string | number>> }) =>
  upload(declared.answer, pathOf(declared, options.params), { ...options, method: declared.method as UploadOptions['method'] });
