// pgjdbc: getObject gives a String (or a PGobject for the unknown type);
// setObject(java.util.UUID) into a ulid column (assignment cast); arrays of
// UUID with = ANY; batch insert; the SQLSTATE of invalid input.
import java.sql.*;
import java.util.*;

public class UlidRecipe {
    static int failures = 0;

    static void check(String what, boolean ok, Object detail) {
        if (ok) System.out.println("ok - " + what);
        else { failures++; System.out.println("not ok - " + what + " " + detail); }
    }

    public static void main(String[] args) throws Exception {
        String url = "jdbc:postgresql://127.0.0.1:" + System.getenv("PGPORT") + "/"
            + Optional.ofNullable(System.getenv("PGDATABASE")).orElse("postgres");
        String ulid = "01ARYZ6S41TSV4RRFFQ69G5FAV";
        UUID uuid = UUID.fromString("01563df3-6481-d676-4c61-efb99302bd5b");
        try (Connection c = DriverManager.getConnection(url,
                Optional.ofNullable(System.getenv("PGUSER")).orElse("postgres"), "")) {
            Statement st = c.createStatement();
            st.execute("CREATE EXTENSION IF NOT EXISTS ulid");
            st.execute("DROP TABLE IF EXISTS c_jdbc");
            st.execute("CREATE TABLE c_jdbc (id ulid PRIMARY KEY DEFAULT gen_random_ulid(), n int)");
            ResultSet rs = st.executeQuery("INSERT INTO c_jdbc (n) VALUES (1) RETURNING id");
            rs.next();
            String newId = rs.getString(1);
            check("DEFAULT gen_random_ulid(): getString gives the 26-character text", newId.length() == 26, newId);
            Object obj = rs.getObject(1);
            check("getObject of an unknown type: PGobject of type ulid with the text",
                obj instanceof org.postgresql.util.PGobject && newId.equals(obj.toString()), obj);
            PreparedStatement ins = c.prepareStatement("INSERT INTO c_jdbc (id, n) VALUES (?, ?)");
            ins.setObject(1, uuid);
            ins.setInt(2, 2);
            ins.executeUpdate();
            rs = st.executeQuery("SELECT id, id::uuid FROM c_jdbc WHERE n = 2");
            rs.next();
            check("setObject(java.util.UUID) into ulid", ulid.equals(rs.getString(1)), rs.getString(1));
            check("getObject of id::uuid is a java.util.UUID", uuid.equals(rs.getObject(2)), rs.getObject(2));
            PreparedStatement any = c.prepareStatement("SELECT count(*) FROM c_jdbc WHERE id = ANY(?)");
            any.setArray(1, c.createArrayOf("uuid", new UUID[] { uuid }));
            rs = any.executeQuery();
            rs.next();
            check("= ANY(?) with a uuid[] of java.util.UUID", rs.getInt(1) == 1, rs.getInt(1));
            rs = st.executeQuery("SELECT array_agg(id ORDER BY id)::text[] FROM c_jdbc");
            rs.next();
            String[] arr = (String[]) rs.getArray(1).getArray();
            check("ulid[] as text[]: getArray gives String[]", arr.length == 2 && Arrays.asList(arr).contains(ulid), Arrays.toString(arr));
            PreparedStatement batch = c.prepareStatement("INSERT INTO c_jdbc (id, n) VALUES (?, ?)");
            List<UUID> ids = new ArrayList<>();
            for (int i = 0; i < 1000; i++) {
                UUID u = UUID.randomUUID();
                ids.add(u);
                batch.setObject(1, u);
                batch.setInt(2, 100 + i);
                batch.addBatch();
            }
            batch.executeBatch();
            rs = st.executeQuery("SELECT id::uuid FROM c_jdbc WHERE n >= 100 ORDER BY n");
            List<UUID> back = new ArrayList<>();
            while (rs.next()) back.add((UUID) rs.getObject(1));
            check("batch insert of 1000 java.util.UUID", back.equals(ids), back.size());
            try {
                st.executeQuery("SELECT 'not-a-ulid'::ulid");
                check("invalid input raises", false, "");
            } catch (SQLException e) {
                check("invalid input raises SQLState 22P02", "22P02".equals(e.getSQLState()), e.getSQLState());
            }
            st.execute("DROP TABLE c_jdbc");
        }
        System.exit(failures == 0 ? 0 : 1);
    }
}
