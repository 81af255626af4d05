import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/** Accounts, keys, permissions, tasks, task steps and idempotent submissions. */
export const foundation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("accounts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull().unique())
      .addColumn("points", "bigint", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("account_permissions")
      .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
      .addColumn("permission_code", "text", (c) => c.notNull())
      .addColumn("total_limit", "bigint")
      .addColumn("used_count", "bigint", (c) => c.notNull().defaultTo(0))
      .addColumn("period_started_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("account_permissions_pk", ["account_id", "permission_code"])
      .execute();

    await db.schema
      .createTable("api_keys")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
      .addColumn("key_hash", "text", (c) => c.notNull().unique())
      .addColumn("key_prefix", "text", (c) => c.notNull())
      .addColumn("permissions", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("expires_at", "bigint")
      .addColumn("revoked_at", "bigint")
      .execute();

    await db.schema
      .createTable("tasks")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
      .addColumn("key_id", "text", (c) => c.notNull())
      .addColumn("api_code", "text", (c) => c.notNull())
      .addColumn("request_id", "text", (c) => c.notNull())
      .addColumn("status", "integer", (c) => c.notNull())
      .addColumn("params", "text", (c) => c.notNull())
      .addColumn("result", "text")
      .addColumn("error", "text")
      .addColumn("permission_code", "text")
      .addColumn("points_charged", "bigint", (c) => c.notNull())
      .addColumn("refunded", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addColumn("deadline_at", "bigint", (c) => c.notNull())
      .addColumn("finished_at", "bigint")
      .addColumn("lease_owner", "text")
      .addColumn("lease_until", "bigint")
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex("tasks_status_lease")
      .on("tasks")
      .columns(["status", "lease_until"])
      .execute();
    await db.schema
      .createIndex("tasks_account_created")
      .on("tasks")
      .columns(["account_id", "created_at"])
      .execute();
    await db.schema.createIndex("tasks_finished").on("tasks").column("finished_at").execute();

    await db.schema
      .createTable("task_steps")
      .addColumn("task_id", "text", (c) => c.notNull().references("tasks.id").onDelete("cascade"))
      .addColumn("step_key", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("task_steps_pk", ["task_id", "step_key"])
      .execute();

    await db.schema
      .createTable("submissions")
      .addColumn("key_id", "text", (c) => c.notNull())
      .addColumn("request_id", "text", (c) => c.notNull())
      .addColumn("body_hash", "text", (c) => c.notNull())
      .addColumn("response", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("submissions_pk", ["key_id", "request_id"])
      .execute();
  },
};
