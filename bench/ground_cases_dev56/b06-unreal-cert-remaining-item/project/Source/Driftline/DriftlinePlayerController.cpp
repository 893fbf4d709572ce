#include "DriftlinePlayerController.h"

#include "Blueprint/UserWidget.h"
#include "EnhancedInputSubsystems.h"
#include "GameFramework/InputDeviceSubsystem.h"
#include "GenericPlatform/GenericPlatformInputDeviceMapper.h"
#include "Kismet/GameplayStatics.h"

void ADriftlinePlayerController::BeginPlay()
{
	Super::BeginPlay();

	if (UEnhancedInputLocalPlayerSubsystem* Subsystem =
			ULocalPlayer::GetSubsystem<UEnhancedInputLocalPlayerSubsystem>(GetLocalPlayer()))
	{
		Subsystem->AddMappingContext(DrivingContext, 0);
	}

	ConnectionChangeHandle = IPlatformInputDeviceMapper::Get().GetOnInputDeviceConnectionChange().AddUObject(
		this, &ADriftlinePlayerController::HandleInputDeviceConnectionChange);
}

void ADriftlinePlayerController::EndPlay(const EEndPlayReason::Type EndPlayReason)
{
	IPlatformInputDeviceMapper::Get().GetOnInputDeviceConnectionChange().Remove(ConnectionChangeHandle);
	Super::EndPlay(EndPlayReason);
}

void ADriftlinePlayerController::HandleInputDeviceConnectionChange(
	EInputDeviceConnectionState NewState, FPlatformUserId UserId, FInputDeviceId DeviceId)
{
	const ULocalPlayer* LP = GetLocalPlayer();
	if (!LP || LP->GetPlatformUserId() != UserId)
	{
		return;
	}
	// XR-015: losing the controller mid-game must pause and show the menu (it doubles as the reconnect prompt).
	if (NewState == EInputDeviceConnectionState::Disconnected && !IsPaused())
	{
		TogglePause();
	}
}

void ADriftlinePlayerController::SetupInputComponent()
{
	Super::SetupInputComponent();
	InputComponent->BindAction("Pause", IE_Pressed, this, &ADriftlinePlayerController::TogglePause).bExecuteWhenPaused = true;
}

void ADriftlinePlayerController::TogglePause()
{
	const bool bPause = !IsPaused();
	if (bPause)
	{
		if (!PauseMenu && PauseMenuClass)
		{
			PauseMenu = CreateWidget<UUserWidget>(this, PauseMenuClass);
		}
		if (PauseMenu)
		{
			PauseMenu->AddToViewport(10);
		}
		SetInputMode(FInputModeGameAndUI());
	}
	else if (PauseMenu)
	{
		PauseMenu->RemoveFromParent();
		SetInputMode(FInputModeGameOnly());
	}
	SetPause(bPause);
	bShowMouseCursor = bPause;
}
