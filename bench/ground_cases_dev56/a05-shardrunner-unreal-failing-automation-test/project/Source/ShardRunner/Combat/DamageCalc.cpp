#include "Combat/DamageCalc.h"

namespace ShardDamage
{
	static constexpr float ArmorScale = 100.f;
	static constexpr float CritArmorIgnore = 0.5f;   // crits ignore half the armor
	static constexpr float MinDamage = 1.f;

	float ArmorReduction(float Armor)
	{
		const float A = FMath::Max(0.f, Armor);
		return A / (A + ArmorScale);
	}

	float Falloff(const FWeaponRow& Weapon, float Distance)
	{
		if (Weapon.FalloffEnd <= Weapon.FalloffStart)
		{
			return 1.f;
		}
		return FMath::GetMappedRangeValueClamped(
			FVector2f(Weapon.FalloffStart, Weapon.FalloffEnd),
			FVector2f(Weapon.FalloffMinMult, 1.f),
			Distance);
	}

	float Compute(const FWeaponRow& Weapon, const FShotParams& Shot, float Armor)
	{
		float Damage = Shot.BaseDamage > 0.f ? Shot.BaseDamage : Weapon.BaseDamage;

		if (Shot.bHeadshot)
		{
			Damage *= Weapon.HeadshotMultiplier;
		}
		if (Shot.bCritical)
		{
			Damage *= Weapon.CritMultiplier;
		}

		Damage *= Falloff(Weapon, Shot.Distance);

		const float EffectiveArmor = Shot.bCritical ? Armor * (1.f - CritArmorIgnore) : Armor;
		Damage *= 1.f - ArmorReduction(EffectiveArmor);

		return FMath::Max(MinDamage, Damage);
	}
}
