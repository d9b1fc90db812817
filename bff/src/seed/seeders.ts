// The demo data, in order: users → catalog → forum → posts → content. Each seeder reads what the
// earlier ones wrote from the database.
import { catalogSeeder } from '../modules/catalog-seed';
import { contentSeeder } from '../modules/content/seed';
import { forumSeeder } from '../modules/forum/seed';
import { postsSeeder } from '../modules/posts/seed';
import { usersSeeder } from '../modules/users/seed';
import type { Seeder } from './context';

export const SEEDERS: Seeder[] = [usersSeeder, catalogSeeder, forumSeeder, postsSeeder, contentSeeder];
