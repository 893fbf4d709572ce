#pragma once

#include "CoreMinimal.h"
#include "GameFramework/PlayerController.h"
#include "DriftlinePlayerController.generated.h"

class UInputMappingContext;
class UUserWidget;

UCLASS()
class DRIFTLINE_API ADriftlinePlayerController : public APlayerController
{
	GENERATED_BODY()

public:
	virtual void BeginPlay() override;
	virtual void SetupInputComponent() override;

	UFUNCTION(BlueprintCallable, Category = "Pause")
	void TogglePause();

	UFUNCTION(BlueprintCallable, Category = "Pause")
	bool IsPauseMenuOpen() const { return PauseMenu != nullptr && PauseMenu->IsInViewport(); }

	virtual void EndPlay(const EEndPlayReason::Type EndPlayReason) override;

protected:
	void HandleInputDeviceConnectionChange(EInputDeviceConnectionState NewState, FPlatformUserId UserId, FInputDeviceId DeviceId);

	UPROPERTY(EditDefaultsOnly, Category = "Input")
	TObjectPtr<UInputMappingContext> DrivingContext;

	UPROPERTY(EditDefaultsOnly, Category = "UI")
	TSubclassOf<UUserWidget> PauseMenuClass;

private:
	UPROPERTY()
	TObjectPtr<UUserWidget> PauseMenu;

	FDelegateHandle ConnectionChangeHandle;
};
