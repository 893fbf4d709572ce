"""Fill each service's parts from the members who are free that day."""
from collections import Counter

from models import Member, Rota, Service


def _load(rota: Rota) -> Counter:
    return Counter(m.name for s in rota.services for m in s.assigned)


def candidates(service: Service, part: str, members: list[Member], load: Counter) -> list[Member]:
    free = [
        m for m in members
        if m.part == part
        and m.is_free(service.day)
        and m not in service.assigned
        and load[m.name] < m.max_per_month
    ]
    # whoever has served least this month goes first
    return sorted(free, key=lambda m: (load[m.name], m.name))


def assign(rota: Rota, members: list[Member]) -> list[str]:
    """Fill the rota in date order; return warnings for parts that stay short."""
    warnings = []
    load = _load(rota)
    for service in sorted(rota.services, key=lambda s: (s.day, s.start)):
        for part, need in service.needs.items():
            while service.count(part) < need:
                pool = candidates(service, part, members, load)
                if not pool:
                    warnings.append(f"{service.day} {service.label} 缺 {part}")
                    break
                chosen = pool[0]
                service.assigned.append(chosen)
                load[chosen.name] += 1
    return warnings
