from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.urls import path, register_converter

from django_ulid import UlidConverter

from .models import Order

register_converter(UlidConverter, "ulid")


def order(request, pk):
    o = get_object_or_404(Order, pk=pk)
    return JsonResponse({"id": o.id, "customer": o.customer_id, "n": o.n})


urlpatterns = [path("orders/<ulid:pk>/", order)]
