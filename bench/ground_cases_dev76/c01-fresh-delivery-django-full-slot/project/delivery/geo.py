"""距离、配送范围判断。骑手端 App 和下单页都用这里。"""
from __future__ import annotations

import math

EARTH_RADIUS_KM = 6371.0


def haversine_km(lat1: float, lng1: float, lat2: float, lng2: float) -> float:
    phi1, phi2 = math.radians(lat1), math.radians(lat2)
    dlat = math.radians(lat2 - lat1)
    dlng = math.radians(lng2 - lng1)
    a = math.sin(dlat / 2) ** 2 + math.cos(phi1) * math.cos(phi2) * math.sin(dlng / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(math.sqrt(a))


def within_radius(depot, lat: float, lng: float) -> bool:
    return haversine_km(depot.lat, depot.lng, lat, lng) <= depot.max_radius_km


def format_distance(km: float) -> str:
    if km < 1:
        return f"{int(round(km * 1000))} 米"
    return f"{km:.1f} 公里"


def nearest_depot(depots, lat: float, lng: float):
    best, best_km = None, math.inf
    for depot in depots:
        km = haversine_km(depot.lat, depot.lng, lat, lng)
        if km < best_km:
            best, best_km = depot, km
    return best, best_km
