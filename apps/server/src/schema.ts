import type { JobsTables } from './infra/jobs/tables.js';
import type { NotifyTables } from './infra/notify/tables.js';
import type { AuthTables } from './modules/auth/tables.js';
import type { CustomersTables } from './modules/customers/tables.js';
import type { LoyaltyTables } from './modules/loyalty/tables.js';
import type { MenuTables } from './modules/menu/tables.js';
import type { OrdersTables } from './modules/orders/tables.js';
import type { PaymentsTables } from './modules/payments/tables.js';
import type { PrivacyTables } from './modules/privacy/tables.js';
import type { PromotionsTables } from './modules/promotions/tables.js';
import type { ReservationsTables } from './modules/reservations/tables.js';
import type { RestaurantTables } from './modules/restaurant/tables.js';
import type { ReviewsTables } from './modules/reviews/tables.js';
import type { TeamTables } from './modules/team/tables.js';

/**
 * Every table of the database: the union of what each module owns, declared in the module's own
 * `tables.ts`, and the infrastructure's durable jobs (`infra/jobs/tables.ts`) and text-message log
 * (`infra/notify/tables.ts`). Composed here, beside
 * the app that registers the modules, so that db/ (connection, migrations, read models) depends on
 * no module. A module writes only its own tables and reads another's only through a declared read
 * model (test/architecture/table-ownership.test.ts holds both to that).
 */
export interface Database
  extends
    JobsTables,
    NotifyTables,
    AuthTables,
    CustomersTables,
    LoyaltyTables,
    MenuTables,
    OrdersTables,
    PaymentsTables,
    PrivacyTables,
    PromotionsTables,
    RestaurantTables,
    ReservationsTables,
    ReviewsTables,
    TeamTables {}
