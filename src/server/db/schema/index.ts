// The database's tables, one file per feature; drizzle-kit reads the whole schema through this file.
export * from './sign-in';
export * from './platform';
export * from './leads';
export * from './master-data';
export * from './forms';
export * from './support';
export * from './business-details';
export * from './bank-account';
export * from './deployment';
export * from './kyc';
export * from './documents';
export * from './mandate';
export * from './pricing';
export * from './purchase-order';
export * from './inventory';
