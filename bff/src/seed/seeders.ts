// The demo data, in order: users → catalog → forum → posts → content. Each seeder reads what the
// earlier ones wrote from the database.
import type { Seeder } from './context';

export const SEEDERS: Seeder[] = [];
