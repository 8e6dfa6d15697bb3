/** Texts the specifications give verbatim, in one place. */
export const MESSAGES = {
  noItems: 'No items found',
  deleteTitle: 'Delete File Record',
  deleteContent: 'Are you sure you want to delete this record',
  imageDeleteContent: 'Are you sure!. Do you wnat to delete this image.',
  processRequest: 'Unable to process request',
  connectServer: 'Unable to connect server',
  processOperation: 'Unable to process operation',
  applicationError: 'Application error',
} as const;

/** The delete confirmation's title of a resource: 'Delete File Record', or the resource's own (spec 2 §9 'Delete Lead Record'). */
const DELETE_TITLES: Readonly<Record<string, string>> = { customerinterest: 'Delete Lead Record' };
export const deleteTitleOf = (resource: string | undefined): string => (resource && DELETE_TITLES[resource]) || MESSAGES.deleteTitle;
