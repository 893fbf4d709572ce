"""Gold flow: start gold, bounties and the wave-clear bonus."""
START_GOLD = {1: 200, 2: 260, 3: 320}
WAVE_CLEAR_BONUS = 30
INTEREST = 0.0


class Wallet:
    def __init__(self, level: int):
        self.gold = START_GOLD.get(level, 200)
        self.earned = 0

    def can_afford(self, cost: int) -> bool:
        return self.gold >= cost

    def spend(self, cost: int) -> bool:
        if not self.can_afford(cost):
            return False
        self.gold -= cost
        return True

    def bounty(self, amount: int) -> None:
        self.gold += amount
        self.earned += amount

    def wave_cleared(self, wave: int) -> None:
        bonus = WAVE_CLEAR_BONUS + 5 * (wave - 1)
        self.gold += bonus
        self.earned += bonus

    def end_of_wave_interest(self) -> None:
        self.gold += int(self.gold * INTEREST)
