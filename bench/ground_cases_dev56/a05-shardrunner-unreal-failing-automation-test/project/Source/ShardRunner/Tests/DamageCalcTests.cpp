#include "Misc/AutomationTest.h"
#include "Combat/DamageCalc.h"
#include "Engine/DataTable.h"

#if WITH_DEV_AUTOMATION_TESTS

static constexpr EAutomationTestFlags DamageTestFlags = EAutomationTestFlags::EditorContext | EAutomationTestFlags::EngineFilter;

IMPLEMENT_SIMPLE_AUTOMATION_TEST(FDamageNoArmor, "ShardRunner.Combat.Damage.NoArmorIsBaseDamage", DamageTestFlags)
bool FDamageNoArmor::RunTest(const FString&)
{
	FWeaponRow W; W.BaseDamage = 20.f;
	TestEqual(TEXT("no armor"), ShardDamage::Compute(W, FShotParams{20.f}, 0.f), 20.f);
	return true;
}

IMPLEMENT_SIMPLE_AUTOMATION_TEST(FDamageArmorHalves, "ShardRunner.Combat.Damage.HundredArmorHalves", DamageTestFlags)
bool FDamageArmorHalves::RunTest(const FString&)
{
	FWeaponRow W;
	TestEqual(TEXT("100 armor"), ShardDamage::Compute(W, FShotParams{40.f}, 100.f), 20.f);
	return true;
}

IMPLEMENT_SIMPLE_AUTOMATION_TEST(FDamagePointBlank, "ShardRunner.Combat.Damage.ShotgunPointBlankIsFullDamage", DamageTestFlags)
bool FDamagePointBlank::RunTest(const FString&)
{
	const UDataTable* Table = LoadObject<UDataTable>(nullptr, TEXT("/Game/Data/DT_Weapons.DT_Weapons"));
	if (!TestNotNull(TEXT("weapon table"), Table)) return false;
	const FWeaponRow* Shotgun = Table->FindRow<FWeaponRow>(TEXT("Shotgun"), TEXT("DamageCalcTests"));
	if (!TestNotNull(TEXT("shotgun row"), Shotgun)) return false;
	FShotParams Shot; Shot.BaseDamage = 0.f; Shot.Distance = 50.f;
	TestEqual(TEXT("one pellet at 50 cm"), ShardDamage::Compute(*Shotgun, Shot, 0.f), Shotgun->BaseDamage);
	return true;
}

IMPLEMENT_SIMPLE_AUTOMATION_TEST(FDamageMinimum, "ShardRunner.Combat.Damage.MinimumDamageIsOne", DamageTestFlags)
bool FDamageMinimum::RunTest(const FString&)
{
	FWeaponRow W;
	TestEqual(TEXT("min"), ShardDamage::Compute(W, FShotParams{0.5f}, 900.f), 1.f);
	return true;
}

IMPLEMENT_SIMPLE_AUTOMATION_TEST(FDamageFalloffMid, "ShardRunner.Combat.Damage.FalloffHalfway", DamageTestFlags)
bool FDamageFalloffMid::RunTest(const FString&)
{
	FWeaponRow W; W.FalloffStart = 300.f; W.FalloffEnd = 1200.f; W.FalloffMinMult = 0.4f;
	TestEqual(TEXT("halfway"), ShardDamage::Falloff(W, 750.f), 0.7f, 0.001f);
	FWeaponRow NoFalloff;
	TestEqual(TEXT("no falloff"), ShardDamage::Falloff(NoFalloff, 5000.f), 1.f);
	return true;
}

#endif
