// Demo accounts: Colombian shoppers who post the demo offers, comments and forum topics. Their
// passwords are unusable (no hash), except the demo account's when DEMO_PASSWORD is set (which every
// start applies again, see demo-password.ts).
import type { UserRole } from '@gangazo/contracts';
import { calendarFor } from '../../seed/calendar';
import type { Seeder, SeedContext } from '../../seed/context';
import { UserModel } from './model';
import { hashPassword, normalizeEmail, normalizeUsername } from './service';

interface DemoUser {
  username: string;
  name: string;
  role?: UserRole;
}

export const DEMO_ACCOUNT_EMAIL = 'demo@gangazo.co';

export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'cazadora_de_ofertas', name: 'Valentina Ospina' },
  { username: 'juanpa_medellin', name: 'Juan Pablo Restrepo' },
  { username: 'rolo_ahorrador', name: 'Andrés Felipe Rodríguez' },
  { username: 'la_costena_compra', name: 'María Camila Barrios' },
  { username: 'caleno_descuentos', name: 'Santiago Valencia' },
  { username: 'paisa_tech', name: 'Sebastián Gómez' },
  { username: 'mama_ahorradora', name: 'Luz Marina Cárdenas' },
  { username: 'el_chiguiro_cupones', name: 'Camilo Andrés Parra' },
  { username: 'bumanguesa_feliz', name: 'Daniela Serrano' },
  { username: 'gamer_de_bogota', name: 'Nicolás Herrera' },
  { username: 'cafetera_viajera', name: 'Laura Marcela Quintero' },
  { username: 'don_precio_bajo', name: 'Jorge Enrique Castaño' },
  { username: 'pereirana_fit', name: 'Natalia Arango' },
  { username: 'barranquillero_pro', name: 'Carlos Mario De la Hoz' },
  { username: 'tunja_compras', name: 'Diana Patricia Suárez' },
  { username: 'mercado_con_carino', name: 'Gloria Inés Patiño' },
  { username: 'cupon_hunter_co', name: 'Mateo Jaramillo' },
  { username: 'la_reina_del_black_friday', name: 'Isabella Montoya' },
  { username: 'cartagenero_gomelo', name: 'Alejandro Pombo' },
  { username: 'ofertas_villavo', name: 'Yuliana Rincón' },
  { username: 'manizaleno_frio', name: 'Esteban Londoño' },
  { username: 'ibaguerena_musical', name: 'Paula Andrea Varón' },
  { username: 'neiva_deals', name: 'Cristian David Perdomo' },
  { username: 'moderadora_paola', name: 'Paola Andrea Vélez', role: 'editor' },
  { username: 'admin_gangazo', name: 'Equipo Gangazo', role: 'admin' },
];

/** Creates the demo accounts (idempotent: existing usernames or e-mails are left alone). */
export async function seedUsers(ctx: Pick<SeedContext, 'config' | 'random' | 'now'>): Promise<{ usuarios: number }> {
  const calendar = calendarFor(ctx);
  const rows = DEMO_USERS.map((demo) => {
    const email = `${demo.username.replace(/_/g, '.')}@example.co`;
    // Joined some time in the last two years, before any demo content, so profiles do not all look brand new.
    const createdAt = calendar.memberSince();
    return {
      name: demo.name,
      username: demo.username,
      usernameNormalized: normalizeUsername(demo.username),
      email,
      emailNormalized: normalizeEmail(email),
      passwordHash: null,
      avatar: null,
      role: demo.role ?? 'user',
      tokenVersion: 0,
      wantsDigest: ctx.random.chance(0.4),
      // The demo community is known: its posts publish at once (moderation/trust.ts).
      trust: 'trusted' as const,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const demoSince = calendar.memberSince();
  const demoAccount = {
    name: 'Cuenta Demo',
    username: 'demo_gangazo',
    usernameNormalized: 'demo_gangazo',
    email: DEMO_ACCOUNT_EMAIL,
    emailNormalized: DEMO_ACCOUNT_EMAIL,
    passwordHash: ctx.config.demoPassword ? await hashPassword(ctx.config.demoPassword) : null,
    avatar: null,
    role: 'user' as const,
    tokenVersion: 0,
    wantsDigest: false,
    trust: 'trusted' as const,
    // The catalog picks authors among all users, this one included.
    createdAt: demoSince,
    updatedAt: demoSince,
  };
  let created = 0;
  for (const row of [...rows, demoAccount]) {
    const exists = await UserModel.exists({ $or: [{ usernameNormalized: row.usernameNormalized }, { emailNormalized: row.emailNormalized }] });
    if (exists) continue;
    // timestamps: false keeps the back-dated createdAt.
    await UserModel.create([row], { timestamps: false });
    created += 1;
  }
  return { usuarios: created };
}

export const usersSeeder: Seeder = {
  name: 'users',
  run: (ctx) => seedUsers(ctx),
};
