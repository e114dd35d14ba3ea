# frozen_string_literal: true

# ulid columns for ActiveRecord 6.1 (the PostgreSQL adapter) with the ulid
# extension. Copy this file into config/initializers/ (it is tested by
# test/orms/activerecord_recipe.rb). It gives:
#   - the type map entry for ulid: no "unknown OID" warning, ids are Strings;
#   - schema.rb: `create_table "orders", id: :ulid, default: -> { "gen_random_ulid()" }`
#     and `t.ulid "customer_id"` are dumped (instead of "Could not dump table ...
#     Unknown type 'ulid'"), so db:schema:load keeps the tables;
#   - t.ulid / t.references ..., type: :ulid in migrations.
# A String that is neither a ULID nor a uuid casts to nil, as with Rails' uuid
# type, so Order.find("junk") raises RecordNotFound (a 404), not a 22P02.
require "active_record"
require "active_record/connection_adapters/postgresql_adapter"

module UlidActiveRecord
  class Type < ActiveModel::Type::Value
    PATTERN = /\A(?:[0-7][0-9A-TV-Za-tv-z]{25}|\h{8}(?:-?\h{4}){3}-?\h{12})\z/.freeze

    alias serialize deserialize

    def type
      :ulid
    end

    private

    def cast_value(value)
      value = value.to_s
      value if value.match?(PATTERN)
    end
  end

  module Adapter
    def native_database_types
      @native_database_types_with_ulid ||= super.merge(ulid: { name: "ulid" })
    end

    private

    def initialize_type_map(m = type_map)
      super
      m.register_type "ulid", Type.new
    end
  end

  module ColumnMethods
    def ulid(*names, **options)
      names.each { |name| column(name, :ulid, **options) }
    end
  end
end

ActiveRecord::ConnectionAdapters::PostgreSQLAdapter.prepend(UlidActiveRecord::Adapter)
ActiveRecord::ConnectionAdapters::PostgreSQL::TableDefinition.include(UlidActiveRecord::ColumnMethods)
ActiveRecord::ConnectionAdapters::PostgreSQL::Table.include(UlidActiveRecord::ColumnMethods)
