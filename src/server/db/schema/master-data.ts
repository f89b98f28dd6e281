import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const states = pgTable('states', {
  stateCode: text('state_code').primaryKey(),
  gstStateCode: text('gst_state_code').notNull().unique(),
  name: text('name').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    district: text('district'),
    stateCode: text('state_code')
      .notNull()
      .references(() => states.stateCode),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The head post office's pincode: the one a position in the city is given. */
    pinCode: text('pin_code'),
  },
  (t) => [index('cities_state_idx').on(t.stateCode)],
);

/** Pincode prefixes (3 to 6 digits) and the city each belongs to: a pincode is its longest prefix's. */
export const pincodePrefixes = pgTable('pincode_prefixes', {
  prefix: text('prefix').primaryKey(),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id),
});

export const mccMaster = pgTable('mcc_master', {
  mccCode: text('mcc_code').primaryKey(),
  categoryType: text('category_type').notNull(),
  categoryLabel: text('category_label').notNull(),
  subCategoryType: text('sub_category_type').notNull(),
  subCategoryLabel: text('sub_category_label').notNull(),
  merchantCategory: text('merchant_category').notNull(),
  riskCategory: text('risk_category').notNull(),
});
