"""ulid columns for Django (3.2 and later) on PostgreSQL with the ulid extension.

Copy this file into your project (it is tested by test/orms/django_recipe.py).
Values are the 26-character text (str); uuid.UUID values are accepted too.

    from .django_ulid import UlidAutoField, UlidField
    class Order(models.Model):
        id = UlidAutoField(primary_key=True)      # ulid PRIMARY KEY DEFAULT gen_random_ulid()
    class Line(models.Model):
        order = models.ForeignKey(Order, on_delete=models.CASCADE)   # a ulid column
        ref = UlidField(null=True)                # a plain ulid column

URLs: register_converter(UlidConverter, "ulid"), then path("orders/<ulid:pk>/", ...):
an id that is not a ULID is a 404 before any query (otherwise PostgreSQL raises
22P02, a DataError, a 500).
"""
import re
import uuid

from django.core import exceptions
from django.db import models
from django.db.backends.postgresql.operations import DatabaseOperations
from django.utils.functional import cached_property

# the canonical forms the ulid type reads: 26 Crockford base32 characters (any
# case, I L O as aliases, first one 0-7) or a uuid's 32 hex digits (8-4-4-4-12
# hyphens optional; not the braces and other hyphens input also takes)
ULID_PATTERN = r"[0-7][0-9A-TV-Za-tv-z]{25}|[0-9A-Fa-f]{8}(?:-?[0-9A-Fa-f]{4}){3}-?[0-9A-Fa-f]{12}"
_ULID_RE = re.compile(ULID_PATTERN)


class UlidField(models.Field):
    description = "ULID"
    empty_strings_allowed = False  # "" is NULL, not invalid input for type ulid

    def db_type(self, connection):
        return "ulid"

    def rel_db_type(self, connection):  # a ForeignKey to this field is a ulid column
        return "ulid"

    @cached_property
    def validators(self):  # none of IntegerField's range checks (UlidAutoField)
        return [*self.default_validators, *self._validators]

    def to_python(self, value):  # forms, full_clean(), fixtures: reject what the server rejects
        if value is None or isinstance(value, uuid.UUID):
            return value
        if not isinstance(value, str) or not _ULID_RE.fullmatch(value):
            raise exceptions.ValidationError("%(value)s is not a ULID", code="invalid", params={"value": value})
        return value

    def get_prep_value(self, value):  # str or uuid.UUID: the server reads both text forms
        value = models.Field.get_prep_value(self, value)
        return None if value is None else str(value)


class UlidAutoField(UlidField, models.AutoField):
    """A primary key the server fills: CREATE TABLE gets DEFAULT gen_random_ulid(), and
    save() and bulk_create() read the new ids back with RETURNING."""

    def db_type_suffix(self, connection):
        return "DEFAULT gen_random_ulid()"

    def formfield(self, **kwargs):
        return None


class UlidConverter:
    regex = "(?:%s)" % ULID_PATTERN

    def to_python(self, value):
        return value

    def to_url(self, value):
        return str(value)


# loaddata (and sqlsequencereset) reset the sequence of every AutoField with
# coalesce(max(id), 1), which fails on a ulid ("COALESCE types ulid and integer
# cannot be matched"): leave the models whose key is a UlidAutoField out (they
# have no sequence).
def _sequence_reset_sql(self, style, model_list, _reset=DatabaseOperations.sequence_reset_sql):
    return _reset(self, style, [m for m in model_list if not isinstance(m._meta.pk, UlidAutoField)])


DatabaseOperations.sequence_reset_sql = _sequence_reset_sql
