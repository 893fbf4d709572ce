from dataclasses import dataclass


@dataclass(frozen=True)
class Spot:
    name: str
    lat: float
    lon: float


SPOTS: dict[str, Spot] = {
    "hakuba-north": Spot("白馬北エリア", 36.7412, 137.8456),
    "hakuba-south": Spot("白馬南エリア", 36.6821, 137.8320),
    "tsugaike": Spot("栂池", 36.7853, 137.8790),
}
