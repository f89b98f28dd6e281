import { isValidAnnualTurnover } from '../../../domain/opportunity-input';
import { appError } from '../../errors';

export function checkRevenue(value: number | null | undefined) {
  if (value != null && !isValidAnnualTurnover(value)) throw appError('MOS-1004', { field: 'input.revenue' });
}
