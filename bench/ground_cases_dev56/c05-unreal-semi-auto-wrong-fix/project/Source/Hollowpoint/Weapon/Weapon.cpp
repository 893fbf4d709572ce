#include "Weapon/Weapon.h"

#include "Kismet/GameplayStatics.h"
#include "NiagaraFunctionLibrary.h"
#include "TimerManager.h"

AWeapon::AWeapon()
{
	PrimaryActorTick.bCanEverTick = false;
}

void AWeapon::BeginPlay()
{
	Super::BeginPlay();
	TimeBetweenShots = 60.f / FMath::Max(RoundsPerMinute, 1.f);
	AmmoInClip = ClipSize;
}

bool AWeapon::CanFire() const
{
	return AmmoInClip > 0 && !bReloading;
}

void AWeapon::StartFire()
{
	if (!CanFire())
	{
		return;
	}
	// Respect the fire interval across press/release so tapping can't beat the RPM.
	const float SinceLast = GetWorld()->GetTimeSeconds() - LastFireTime;
	const float FirstDelay = FMath::Max(TimeBetweenShots - SinceLast, 0.f);
	if (FirstDelay <= 0.f)
	{
		FireShot();
	}
	GetWorldTimerManager().SetTimer(FireTimer, this, &AWeapon::FireShot, TimeBetweenShots, true,
		FirstDelay > 0.f ? FirstDelay : TimeBetweenShots);
}

void AWeapon::StopFire()
{
	GetWorldTimerManager().ClearTimer(FireTimer);
}

void AWeapon::FireOnce()
{
	if (!CanFire())
	{
		return;
	}
	FireShot();
}

void AWeapon::FireShot()
{
	if (!CanFire())
	{
		StopFire();
		return;
	}
	AmmoInClip--;
	LastFireTime = GetWorld()->GetTimeSeconds();
	if (FireSound)
	{
		UGameplayStatics::PlaySoundAtLocation(this, FireSound, GetActorLocation());
	}
	if (MuzzleFlash)
	{
		UNiagaraFunctionLibrary::SpawnSystemAttached(MuzzleFlash, GetRootComponent(), NAME_None, FVector::ZeroVector,
			FRotator::ZeroRotator, EAttachLocation::SnapToTarget, true);
	}
	if (AmmoInClip == 0)
	{
		Reload();
	}
}

void AWeapon::Reload()
{
	if (bReloading || AmmoInClip == ClipSize)
	{
		return;
	}
	bReloading = true;
	StopFire();
	GetWorldTimerManager().SetTimer(ReloadTimer, this, &AWeapon::FinishReload, ReloadTime, false);
}

void AWeapon::FinishReload()
{
	bReloading = false;
	AmmoInClip = ClipSize;
}
