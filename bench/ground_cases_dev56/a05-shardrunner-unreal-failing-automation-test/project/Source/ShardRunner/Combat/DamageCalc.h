#pragma once

#include "CoreMinimal.h"
#include "DamageCalc.generated.h"

USTRUCT(BlueprintType)
struct FShotParams
{
	GENERATED_BODY()

	UPROPERTY(EditAnywhere, BlueprintReadWrite) float BaseDamage = 10.f;
	UPROPERTY(EditAnywhere, BlueprintReadWrite) float Distance = 0.f;
	UPROPERTY(EditAnywhere, BlueprintReadWrite) bool bCritical = false;
	UPROPERTY(EditAnywhere, BlueprintReadWrite) bool bHeadshot = false;
};

USTRUCT(BlueprintType)
struct FWeaponRow
{
	GENERATED_BODY()

	UPROPERTY(EditAnywhere, BlueprintReadWrite) float BaseDamage = 10.f;
	UPROPERTY(EditAnywhere, BlueprintReadWrite) float CritMultiplier = 1.5f;
	UPROPERTY(EditAnywhere, BlueprintReadWrite) float HeadshotMultiplier = 2.f;
	UPROPERTY(EditAnywhere, BlueprintReadWrite) int32 Pellets = 1;
	/** Distance (cm) up to which the weapon does full damage. 0 with FalloffEnd 0: no falloff. */
	UPROPERTY(EditAnywhere, BlueprintReadWrite) float FalloffStart = 0.f;
	UPROPERTY(EditAnywhere, BlueprintReadWrite) float FalloffEnd = 0.f;
	/** Damage multiplier at and beyond FalloffEnd. */
	UPROPERTY(EditAnywhere, BlueprintReadWrite) float FalloffMinMult = 1.f;
};

namespace ShardDamage
{
	/** Damage after multipliers and the target's armor. Never less than 1 for a hit. */
	SHARDRUNNER_API float Compute(const FWeaponRow& Weapon, const FShotParams& Shot, float Armor);

	/** Fraction of damage armor removes: Armor / (Armor + 100). */
	SHARDRUNNER_API float ArmorReduction(float Armor);

	/** Distance multiplier: 1 up to FalloffStart, linear to FalloffMinMult at FalloffEnd. */
	SHARDRUNNER_API float Falloff(const FWeaponRow& Weapon, float Distance);
}
