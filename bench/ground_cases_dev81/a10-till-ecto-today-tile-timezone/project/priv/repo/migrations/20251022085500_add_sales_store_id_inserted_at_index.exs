defmodule Till.Repo.Migrations.AddSalesStoreIdInsertedAtIndex do
  use Ecto.Migration

  @disable_ddl_transaction true
  @disable_migration_lock true

  def change do
    create index(:sales, [:store_id, :inserted_at], concurrently: true)
  end
end
