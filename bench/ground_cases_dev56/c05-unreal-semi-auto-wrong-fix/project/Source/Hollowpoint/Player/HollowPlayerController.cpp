#include "Player/HollowPlayerController.h"

#include "EnhancedInputComponent.h"
#include "EnhancedInputSubsystems.h"
#include "Kismet/GameplayStatics.h"
#include "Player/HollowCharacter.h"
#include "Weapon/Weapon.h"

void AHollowPlayerController::SetupInputComponent()
{
	Super::SetupInputComponent();
	if (auto* Subsystem = ULocalPlayer::GetSubsystem<UEnhancedInputLocalPlayerSubsystem>(GetLocalPlayer()))
	{
		Subsystem->AddMappingContext(DefaultMapping, 0);
	}
	auto* Input = CastChecked<UEnhancedInputComponent>(InputComponent);
	Input->BindAction(FireAction, ETriggerEvent::Started, this, &AHollowPlayerController::OnFirePressed);
	Input->BindAction(FireAction, ETriggerEvent::Completed, this, &AHollowPlayerController::OnFireReleased);
	Input->BindAction(ReloadAction, ETriggerEvent::Started, this, &AHollowPlayerController::OnReload);
	Input->BindAction(PauseAction, ETriggerEvent::Started, this, &AHollowPlayerController::OnPause);
}

AWeapon* AHollowPlayerController::GetWeapon() const
{
	const auto* Hero = Cast<AHollowCharacter>(GetPawn());
	return Hero ? Hero->GetEquippedWeapon() : nullptr;
}

void AHollowPlayerController::OnFirePressed()
{
	if (AWeapon* Weapon = GetWeapon())
	{
		if (Weapon->IsAutomatic()) Weapon->StartFire(); else Weapon->FireOnce();
	}
}

void AHollowPlayerController::OnFireReleased()
{
	if (AWeapon* Weapon = GetWeapon())
	{
		Weapon->StopFire();
	}
}

void AHollowPlayerController::OnReload()
{
	if (AWeapon* Weapon = GetWeapon())
	{
		Weapon->Reload();
	}
}

void AHollowPlayerController::OnPause()
{
	const bool bPaused = !UGameplayStatics::IsGamePaused(this);
	UGameplayStatics::SetGamePaused(this, bPaused);
	bShowMouseCursor = bPaused;
	if (bPaused)
	{
		// Force feedback keeps playing while the world is paused; stop it explicitly (cert requirement).
		ClientStopForceFeedback(nullptr, NAME_None);
	}
}
