#pragma once

#include "CoreMinimal.h"
#include "GameFramework/PlayerController.h"
#include "HollowPlayerController.generated.h"

class UInputAction;
class UInputMappingContext;
class AWeapon;

UCLASS()
class HOLLOWPOINT_API AHollowPlayerController : public APlayerController
{
	GENERATED_BODY()

protected:
	virtual void SetupInputComponent() override;

	void OnFirePressed();
	void OnFireReleased();
	void OnReload();
	void OnPause();

	AWeapon* GetWeapon() const;

	UPROPERTY(EditDefaultsOnly, Category = "Input")
	TObjectPtr<UInputMappingContext> DefaultMapping;

	UPROPERTY(EditDefaultsOnly, Category = "Input")
	TObjectPtr<UInputAction> FireAction;

	UPROPERTY(EditDefaultsOnly, Category = "Input")
	TObjectPtr<UInputAction> ReloadAction;

	UPROPERTY(EditDefaultsOnly, Category = "Input")
	TObjectPtr<UInputAction> PauseAction;
};
