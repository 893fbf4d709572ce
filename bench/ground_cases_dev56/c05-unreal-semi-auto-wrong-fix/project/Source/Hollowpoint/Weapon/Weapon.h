#pragma once

#include "CoreMinimal.h"
#include "GameFramework/Actor.h"
#include "Weapon.generated.h"

class USoundBase;
class UNiagaraSystem;

UCLASS()
class HOLLOWPOINT_API AWeapon : public AActor
{
	GENERATED_BODY()

public:
	AWeapon();

	void StartFire();
	void StopFire();
	void FireOnce();
	void Reload();

	bool IsAutomatic() const { return bAutomatic; }
	int32 GetAmmoInClip() const { return AmmoInClip; }

protected:
	virtual void BeginPlay() override;

	bool CanFire() const;
	void FireShot();
	void FinishReload();

	UPROPERTY(EditDefaultsOnly, Category = "Weapon")
	float RoundsPerMinute = 600.f;

	UPROPERTY(EditDefaultsOnly, Category = "Weapon")
	bool bAutomatic = true;

	UPROPERTY(EditDefaultsOnly, Category = "Weapon")
	int32 ClipSize = 30;

	UPROPERTY(EditDefaultsOnly, Category = "Weapon")
	float ReloadTime = 1.8f;

	UPROPERTY(EditDefaultsOnly, Category = "Weapon|FX")
	TObjectPtr<USoundBase> FireSound;

	UPROPERTY(EditDefaultsOnly, Category = "Weapon|FX")
	TObjectPtr<UNiagaraSystem> MuzzleFlash;

private:
	FTimerHandle FireTimer;
	FTimerHandle ReloadTimer;
	float TimeBetweenShots = 0.1f;
	float LastFireTime = -1000.f;
	int32 AmmoInClip = 0;
	bool bReloading = false;
};
