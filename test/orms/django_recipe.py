"""Django 3.2 (Debian's python3-django): UlidAutoField primary keys (ulid
DEFAULT gen_random_ulid()), a ForeignKey to one, create/get/order_by/bulk_create,
makemigrations + migrate + makemigrations --check, the UlidConverter URL (an
invalid id is a 404), the 22P02 DataError, the UUIDField trap, loaddata."""
import io
import json
import os
import re
import shutil
import sys
import tempfile
import uuid

HERE = os.path.dirname(os.path.abspath(__file__))
W = tempfile.mkdtemp(prefix="ulid-django.")
shutil.copytree(os.path.join(HERE, "django"), W, dirs_exist_ok=True)  # makemigrations writes here
sys.path[:0] = [W, os.path.join(HERE, "glue"), os.path.join(HERE, "..", "clients")]

from common import ULID, UUID, check, done, time_ordered  # noqa: E402

import django  # noqa: E402
from django.conf import settings  # noqa: E402

settings.configure(
    DATABASES={"default": {"ENGINE": "django.db.backends.postgresql", "NAME": os.environ["PGDATABASE"],
                           "USER": os.environ.get("PGUSER", "postgres"), "HOST": os.environ["PGHOST"],
                           "PORT": os.environ["PGPORT"]}},
    INSTALLED_APPS=["ulidapp"], ROOT_URLCONF="ulidapp.urls", ALLOWED_HOSTS=["testserver"],
    USE_TZ=True, DEFAULT_AUTO_FIELD="django.db.models.BigAutoField")
django.setup()

from django.core import exceptions, serializers  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection, transaction, utils  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import CaptureQueriesContext  # noqa: E402

from django_ulid import ULID_PATTERN  # noqa: E402
from ulidapp.models import Customer, Order, OrderAsUuid  # noqa: E402

try:
    out = io.StringIO()
    call_command("makemigrations", "ulidapp", stdout=out)
    check("makemigrations writes the models' migration", "0002_" in out.getvalue(), out.getvalue())
    out = io.StringIO()
    call_command("sqlmigrate", "ulidapp", "0002", stdout=out)
    sql = out.getvalue()
    check("its SQL: ulid NOT NULL PRIMARY KEY DEFAULT gen_random_ulid(), ulid foreign key",
          '"id" ulid NOT NULL PRIMARY KEY DEFAULT gen_random_ulid()' in sql and '"customer_id" ulid NOT NULL' in sql, sql)
    call_command("migrate", "ulidapp", verbosity=0)
    try:
        call_command("makemigrations", "ulidapp", "--check", "--dry-run", verbosity=0)
        check("makemigrations --check after migrate: no changes", True)
    except SystemExit as e:
        check("makemigrations --check after migrate: no changes", False, e)
    with connection.cursor() as cur:
        cur.execute("SELECT column_default, udt_name FROM information_schema.columns "
                    "WHERE table_name = 'ulidapp_order' AND column_name IN ('id', 'customer_id') ORDER BY column_name")
        cols = cur.fetchall()
    check("in the database: customer_id ulid, id ulid DEFAULT gen_random_ulid()",
          cols == [(None, "ulid"), ("gen_random_ulid()", "ulid")], cols)

    c = Customer.objects.create(name="a")
    check("create(): the server's gen_random_ulid() comes back as a 26-character str",
          isinstance(c.id, str) and len(c.id) == 26, c.id)
    o = Order.objects.create(customer=c, n=1, ref=UUID)
    check("a ForeignKey to it", Order.objects.get(pk=o.pk).customer_id == c.id)
    check("a uuid.UUID into a UlidField reads back as its ULID", Order.objects.get(pk=o.pk).ref == ULID)
    check("filter() with a uuid.UUID", Order.objects.filter(ref=UUID).count() == 1)
    check("get() by id, and through the relation", Customer.objects.get(pk=c.id).orders.get().pk == o.pk)
    orders = Order.objects.bulk_create([Order(customer=c, n=i) for i in range(2, 502)])
    check("bulk_create(): 500 rows, each with its server-made id",
          len({x.pk for x in orders}) == 500 and all(isinstance(x.pk, str) and len(x.pk) == 26 for x in orders))
    rows = list(Order.objects.order_by("id").values_list("id", "n"))
    check("order_by('id') is creation order to the millisecond (gen_random_ulid())",
          len(rows) == 501 and time_ordered(rows), rows[:5])
    c2 = Customer(name="b")
    c2.save()
    c2.name = "b2"
    c2.save()
    check("save() of a new row, then an UPDATE of it", Customer.objects.get(pk=c2.pk).name == "b2")
    o0 = Order.objects.create(customer=c, n=0)
    check("a UlidField left unset is NULL, not '' (empty_strings_allowed = False)",
          o0.ref is None and Order.objects.get(pk=o0.pk).ref is None)
    o0.delete()
    from django_ulid import UlidField
    naive = type("NaiveUlidField", (UlidField,), {"empty_strings_allowed": True, "__module__": __name__})()
    check("the trap it avoids: with empty_strings_allowed = True an unset NOT NULL field defaults to '' "
          "(UlidField: None)", naive.get_default() == "" and UlidField().get_default() is None, naive.get_default())
    from django.db.models import UUIDField
    from django.db.models.functions import Cast
    u = Order.objects.annotate(u=Cast("id", UUIDField())).get(pk=o.pk).u
    check("the uuid.UUID of an id: Cast('id', UUIDField())", isinstance(u, uuid.UUID) and
          Order.objects.filter(pk=u).count() == 1, u)

    client = Client()
    r = client.get("/orders/%s/" % o.pk)
    check("GET /orders/<ulid:pk>/ of a row: 200", r.status_code == 200 and json.loads(r.content)["id"] == o.pk,
          r.status_code)
    r = client.get("/orders/%s/" % "7ZZZZZZZZZZZZZZZZZZZZZZZZZ")
    check("GET of a valid id of no row: 404", r.status_code == 404, r.status_code)
    for bad in ["not-a-ulid", "8ZZZZZZZZZZZZZZZZZZZZZZZZZ", "01ARYZ6S41TSV4RRFFQ69G5FAU"]:
        with CaptureQueriesContext(connection) as queries:
            r = client.get("/orders/%s/" % bad)
        check("GET /orders/%s/: 404 from the URL converter, no query" % bad,
              r.status_code == 404 and len(queries) == 0, (r.status_code, len(queries)))
    try:
        with transaction.atomic():
            Order.objects.get(pk="not-a-ulid")
        check("get(pk=<invalid>) raises", False)
    except utils.DataError as e:
        check("get(pk=<invalid>) raises django.db.utils.DataError, pgcode 22P02",
              getattr(e.__cause__, "pgcode", None) == "22P02", e.__cause__)
    try:
        Order(customer=c, n=9, ref="not-a-ulid").full_clean()
        check("full_clean() rejects an invalid ULID", False)
    except exceptions.ValidationError as e:
        check("full_clean() rejects an invalid ULID (ValidationError on ref)", "ref" in e.message_dict, e)

    cases = ["01ARYZ6S41TSV4RRFFQ69G5FAV", "01aryz6s41tsv4rrffq69g5fav", "7ZZZZZZZZZZZZZZZZZZZZZZZZZ",
             "8ZZZZZZZZZZZZZZZZZZZZZZZZZ", "01ARYZ6S41TSV4RRFFQ69G5FAU", "0IL0000000000000000000000O",
             "01ARYZ6S41TSV4RRFFQ69G5FA", "01563df3-6481-d676-4c61-efb99302bd5b", "01563DF36481D6764C61EFB99302BD5B",
             "01563df3-6481-d676-4c61-efb99302bd5g", "not-a-ulid", "", "01ARYZ6S41TSV4RRFFQ69G5FAV\n",
             "01ARYZ6S41TSV4RRFFQ69G5FA\u017f"]
    with connection.cursor() as cur:
        cur.execute("SELECT x, ulid_is_valid(x) FROM unnest(%s::text[]) x", [cases])
        disagree = [(x, v) for x, v in cur.fetchall() if bool(re.fullmatch(ULID_PATTERN, x)) != v]
    check("ULID_PATTERN (the converter's and to_python's) agrees with ulid_is_valid() on %d inputs" % len(cases),
          not disagree, disagree)

    trap = OrderAsUuid.objects.get(n=1)
    try:
        trap.save()
        check("the trap: UUIDField over a ulid column fails on save() of a fetched row", False)
    except exceptions.ValidationError as e:
        check("the trap: UUIDField over a ulid column fails on save() of a fetched row (%s)" % e.messages[0],
              "is not a valid UUID" in e.messages[0], e)

    data = serializers.serialize("json", Customer.objects.filter(pk=c.pk))
    Customer.objects.filter(pk=c.pk).update(name="changed")
    fixture = os.path.join(W, "customers.json")
    with open(fixture, "w") as f:
        f.write(data)
    try:
        call_command("loaddata", fixture, verbosity=0)
        check("loaddata of a fixture with ulid ids", Customer.objects.get(pk=c.pk).name == "a")
    except Exception as e:  # noqa: BLE001
        check("loaddata of a fixture with ulid ids", False, repr(e))
finally:
    shutil.rmtree(W, ignore_errors=True)
done()
