/** What the dashboard calls a plan or a sector the server names by id (an unknown id shows as itself). */
import { PLANS } from '../../domain/constants';
import { SECTORS } from './sectors';

export const planName = (id: string) => PLANS.find((plan) => plan.id === id)?.name ?? id;
export const sectorName = (id: string) => SECTORS.find((sector) => sector.id === id)?.name ?? id;
