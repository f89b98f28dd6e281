import type { LeadLostReason, LeadProduct, LeadRating, LeadStatus } from '../../../generated/resolvers';
import type { leads } from '../db/schema';
import { partnerLeadProducts, allLeadProducts } from '../../domain/lead-products';
import { indiaStates } from './data/india-states';
import { leadLostReasonLabels, leadRatings, leadSources as sources, leadStatuses as statuses, personRelations as roles, salesStages as stages } from '../../domain/lead-values';

type NewLead = typeof leads.$inferInsert;

const ratings: (LeadRating | null)[] = [...leadRatings, null];

const lostReasons = Object.keys(leadLostReasonLabels) as LeadLostReason[];

const shopOwners = ['Sharma', 'Gupta', 'Patel', 'Reddy', 'Iyer', 'Khan', 'Singh', 'Das', 'Mehta', 'Joshi', 'Nair', 'Bose', 'Yadav', 'Kulkarni', 'Pillai', 'Chopra', 'Agarwal', 'Banerjee', 'Menon', 'Shetty'];
const shopKinds = ['Kirana Store', 'Medicals', 'Electronics', 'Sweets', 'Garments', 'Hardware', 'Mobile Point', 'Restaurant', 'Bakery', 'Stationers', 'Jewellers', 'Footwear', 'Opticals', 'Dairy', 'Fruits & Vegetables', 'Tea Stall', 'Salon', 'Pharmacy', 'Provision Store', 'Book Depot'];
const firstNames = ['Ramesh', 'Sunita', 'Arjun', 'Priya', 'Imran', 'Kavita', 'Suresh', 'Anjali', 'Vijay', 'Deepa', 'Manoj', 'Farah', 'Ganesh', 'Lakshmi', 'Harpreet', 'Neha', 'Rakesh', 'Pooja', 'Abdul', 'Sneha'];
const streets = ['MG Road', 'Station Road', 'Main Bazaar', 'Gandhi Nagar', 'Nehru Chowk', 'Market Yard', 'Civil Lines', 'Ring Road', 'Temple Street', 'Bus Stand Road'];

/** A small deterministic generator (mulberry32), so every seed gives the same leads. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Follow-ups spread over yesterday, today, the next week and beyond, so every date filter has leads. */
const followUpOffsetsDays: (number | null)[] = [0, 0.2, -1, -0.5, 1, 2, 3, 5, 6, -3, -7, 10, 20, null];

export function demoLeads(ownerEmployeeId: string, count: number, isPartner: boolean, now: Date, seed: number): NewLead[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const products = isPartner ? partnerLeadProducts : allLeadProducts;
  const rows: NewLead[] = [];
  for (let i = 0; i < count; i++) {
    // Cycling through the value sets guarantees each one appears; the generator varies the rest.
    const status: LeadStatus = statuses[i % statuses.length] ?? 'NEW';
    const state = pick(indiaStates);
    const city = pick(state.cities);
    const owner = pick(shopOwners);
    const createdAt = new Date(now.getTime() - Math.floor(next() * 60 * DAY_MS) - i * 60_000);
    const followUpDays = followUpOffsetsDays[i % followUpOffsetsDays.length];
    const productCount = 1 + Math.floor(next() * 2);
    const chosen = new Set<LeadProduct>();
    for (let p = 0; p < productCount; p++) chosen.add(pick(products));
    const phone = `${pick(['9', '8', '7', '6'])}${String(Math.floor(next() * 1e9)).padStart(9, '0')}`;
    rows.push({
      ownerEmployeeId,
      status,
      salesStage: status === 'CONVERTED' ? 'Sales_Closed' : pick(stages),
      shopName: `${owner} ${pick(shopKinds)}`,
      shopAddress: {
        addressLine1: `Shop No. ${1 + Math.floor(next() * 200)}, ${pick(streets)}`,
        area: city.name,
        district: city.district,
        city: city.name,
        state: state.name,
        country: 'India',
        pincode: String(110001 + Math.floor(next() * 740000)),
      },
      contactName: `${pick(firstNames)} ${owner}`,
      contactNumber: phone,
      contactEmail: next() < 0.6 ? `${owner.toLowerCase()}.${i}@example.in` : null,
      contactRole: pick(roles),
      rating: ratings[i % ratings.length] ?? null,
      notes: next() < 0.3 ? 'Interested in card acceptance before the festive season.' : null,
      scheduledFollowUp:
        followUpDays === null || followUpDays === undefined ? null : new Date(now.getTime() + followUpDays * DAY_MS),
      leadSource: sources[i % sources.length] ?? 'OTHERS',
      ownerType: isPartner ? 'StandardMini' : i % 11 === 0 ? 'KycMerchantApp' : 'SalesApp',
      products: [...chosen],
      isAssigned: i % 3 === 0,
      lostReason: status === 'LOST' ? pick(lostReasons) : null,
      createdAt,
      modifiedAt: createdAt,
    });
  }
  return rows;
}
