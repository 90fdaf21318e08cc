// Temporary alias while the invalid-fixtures test is being written; removed once it imports readDocumentFiles.
export { readDocumentFiles as readDocuments } from '../definitions/readDocumentFiles';
