from django.db import models

from django_ulid import UlidAutoField, UlidField


class Customer(models.Model):
    id = UlidAutoField(primary_key=True)
    name = models.TextField()


class Order(models.Model):
    id = UlidAutoField(primary_key=True)
    customer = models.ForeignKey(Customer, on_delete=models.CASCADE, related_name="orders")
    ref = UlidField(null=True, blank=True)
    n = models.IntegerField()


class OrderAsUuid(models.Model):
    """The trap: a UUIDField over the ulid column of Order."""
    id = models.UUIDField(primary_key=True)
    n = models.IntegerField()

    class Meta:
        managed = False
        db_table = "ulidapp_order"
