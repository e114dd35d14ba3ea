# frozen_string_literal: true

# ActiveRecord 6.1 (Debian's ruby-activerecord, ruby-pg) with
# glue/activerecord_ulid.rb: a migration with id: :ulid, default: gen_random_ulid()
# and a ulid foreign key; create/find/order/insert_all; no "unknown OID"
# warning; the schema.rb dump and db:schema:load (DatabaseTasks.dump_schema /
# load_schema, what the rake tasks call) into a new database, dumped again:
# the same schema.rb; find("junk") is RecordNotFound; the 22P02 of raw SQL.
require "stringio"
require "tmpdir"
require "securerandom"
$stderr_log = StringIO.new
$stderr = $stderr_log # the "unknown OID" warning goes there
require_relative "glue/activerecord_ulid"
require "active_record/schema_dumper"

ULID = "01ARYZ6S41TSV4RRFFQ69G5FAV"
UUID_TEXT = "01563df3-6481-d676-4c61-efb99302bd5b"
$failures = 0
def check(what, cond, detail = nil)
  if cond
    puts "ok - #{what}"
  else
    $failures += 1
    puts "not ok - #{what} #{detail.inspect}"
  end
end

def db_config(name)
  ActiveRecord::DatabaseConfigurations::HashConfig.new("test", "primary", {
    adapter: "postgresql", host: ENV.fetch("PGHOST"), port: ENV.fetch("PGPORT").to_i,
    username: ENV.fetch("PGUSER", "postgres"), database: name })
end

class CreateShop < ActiveRecord::Migration[6.1]
  def change
    enable_extension "ulid"
    create_table :customers, id: :ulid, default: -> { "gen_random_ulid()" } do |t|
      t.text :name, null: false
    end
    create_table :orders, id: :ulid, default: -> { "gen_random_ulid()" } do |t|
      t.references :customer, type: :ulid, null: false, foreign_key: true
      t.ulid :ref
      t.integer :n, null: false
    end
  end
end

class Customer < ActiveRecord::Base
  has_many :orders, -> { order(:id) }
end

class Order < ActiveRecord::Base
  belongs_to :customer
end

main_db = ENV.fetch("PGDATABASE")
load_db = "#{main_db}_load"
ActiveRecord::Migration.verbose = false
ActiveRecord::Base.establish_connection(db_config(main_db))
ActiveRecord::Migrator.migrations_paths = []
CreateShop.migrate(:up)

c = Customer.create!(name: "a")
check "create!: the server's gen_random_ulid() comes back as a 26-character String", c.id.is_a?(String) && c.id.size == 26, c.id
o = Order.create!(customer: c, n: 1, ref: UUID_TEXT)
check "belongs_to over the ulid foreign key", Order.find(o.id).customer == c
check "a uuid string into a ulid column reads back as its ULID", Order.find(o.id).ref == ULID, Order.find(o.id).ref
check "where(ref: <uuid string>)", Order.where(ref: UUID_TEXT).count == 1
res = Order.insert_all((2..501).map { |i| { customer_id: c.id, n: i } }, returning: %w[id])
check "insert_all of 500 rows, returning: the server's ids", res.rows.size == 500 && res.rows.all? { |r| r[0].size == 26 }
# gen_random_ulid() ids sort by creation time to the millisecond (their first
# 10 characters) and at random within one: the ids increase, and sorted by
# (millisecond, n) the n run 1..501
rows = Order.order(:id).pluck(:id, :n)
check "order(:id) is creation order to the millisecond",
      rows.size == 501 && rows.each_cons(2).all? { |a, b| a[0] < b[0] } &&
      rows.sort_by { |id, n| [id[0, 10], n] }.map(&:last) == (1..501).to_a, rows.first(5)
check "has_many ordered by id", c.orders.order(:id).pluck(:id, :n) == rows
u = Order.where(id: o.id).pick(Arel.sql("id::uuid"))
check "the uuid of an id: pick(Arel.sql(\"id::uuid\"))", u.match?(/\A\h{8}-\h{4}-\h{4}-\h{4}-\h{12}\z/) && Order.find(u).id == o.id, u
check "no 'unknown OID' warning", !$stderr_log.string.include?("unknown OID"), $stderr_log.string
begin
  Order.find("not-a-ulid")
  check "find of an invalid id raises", false
rescue ActiveRecord::RecordNotFound
  check "find(\"not-a-ulid\") raises ActiveRecord::RecordNotFound (a 404), no query error", true
end
begin
  Order.connection.select_value("SELECT 'not-a-ulid'::ulid")
  check "raw SQL with an invalid id raises", false
rescue ActiveRecord::StatementInvalid => e
  check "raw SQL: ActiveRecord::StatementInvalid, cause PG::InvalidTextRepresentation (22P02)",
        e.cause.is_a?(PG::InvalidTextRepresentation) && e.cause.result.error_field(PG::PG_DIAG_SQLSTATE) == "22P02", e
end

cases = ["01ARYZ6S41TSV4RRFFQ69G5FAV", "01aryz6s41tsv4rrffq69g5fav", "7ZZZZZZZZZZZZZZZZZZZZZZZZZ",
         "8ZZZZZZZZZZZZZZZZZZZZZZZZZ", "01ARYZ6S41TSV4RRFFQ69G5FAU", "0IL0000000000000000000000O",
         "01ARYZ6S41TSV4RRFFQ69G5FA", "01563df3-6481-d676-4c61-efb99302bd5b", "01563DF36481D6764C61EFB99302BD5B",
         "01563df3-6481-d676-4c61-efb99302bd5g", "not-a-ulid", "", "01ARYZ6S41TSV4RRFFQ69G5FAV\n"]
valid = Order.connection.select_rows(
  Order.sanitize_sql_array(["SELECT x, ulid_is_valid(x) FROM unnest(ARRAY[?]::text[]) x", cases]))
disagree = valid.reject { |x, v| UlidActiveRecord::Type::PATTERN.match?(x) == v }
check "the type's PATTERN agrees with ulid_is_valid() on #{valid.size} inputs", valid.size == cases.size && disagree.empty?, disagree

Dir.mktmpdir("ulid-rails") do |dir|
  ActiveRecord::Tasks::DatabaseTasks.db_dir = dir
  ActiveRecord::Tasks::DatabaseTasks.dump_schema(db_config(main_db), :ruby)
  schema = File.read(File.join(dir, "schema.rb"))
  check "schema.rb: enable_extension \"ulid\"", schema.include?('enable_extension "ulid"'), schema
  check "schema.rb: create_table \"orders\", id: :ulid, default: -> { \"gen_random_ulid()\" }",
        schema.include?('create_table "orders", id: :ulid, default: -> { "gen_random_ulid()" }'), schema
  check "schema.rb: t.ulid \"customer_id\", null: false", schema.include?('t.ulid "customer_id", null: false'), schema
  check "schema.rb: add_foreign_key \"orders\", \"customers\"", schema.include?('add_foreign_key "orders", "customers"'), schema
  check "schema.rb: no \"Could not dump table\"", !schema.include?("Could not dump"), schema
  ActiveRecord::Base.remove_connection
  ActiveRecord::Tasks::DatabaseTasks.drop(db_config(load_db)) rescue nil
  ActiveRecord::Tasks::DatabaseTasks.create(db_config(load_db))
  ActiveRecord::Tasks::DatabaseTasks.load_schema(db_config(load_db), :ruby, File.join(dir, "schema.rb"))
  check "db:schema:load into a new database: the tables exist",
        ActiveRecord::Base.connection.table_exists?(:orders) && ActiveRecord::Base.connection.table_exists?(:customers)
  Customer.reset_column_information
  Order.reset_column_information
  c2 = Customer.create!(name: "b")
  o2 = Order.create!(customer: c2, n: 1)
  check "after the load: DEFAULT gen_random_ulid() and the foreign key work", o2.id.size == 26 && o2.customer_id == c2.id
  begin
    Order.create!(customer_id: ULID, n: 2)
    check "after the load: the foreign key is enforced", false
  rescue ActiveRecord::InvalidForeignKey
    check "after the load: the foreign key is enforced", true
  end
  File.rename(File.join(dir, "schema.rb"), File.join(dir, "schema1.rb"))
  ActiveRecord::Tasks::DatabaseTasks.dump_schema(db_config(load_db), :ruby)
  again = File.read(File.join(dir, "schema.rb"))
  check "dump of the loaded database: the same schema.rb", again == schema, again
  ActiveRecord::Base.remove_connection
  ActiveRecord::Tasks::DatabaseTasks.drop(db_config(load_db))
end
$stderr = STDERR
exit($failures.zero? ? 0 : 1)
