#pragma once

#include "CoreMinimal.h"
#include "Blueprint/UserWidget.h"
#include "SaveIndicatorWidget.generated.h"

/** Spinning icon shown in the corner while the game writes a save. */
UCLASS()
class DRIFTLINE_API USaveIndicatorWidget : public UUserWidget
{
	GENERATED_BODY()

public:
	void ShowSaving();
	void NotifySaveFinished();

protected:
	virtual void NativeTick(const FGeometry& MyGeometry, float InDeltaTime) override;

	UPROPERTY(Transient, meta = (BindWidgetAnim))
	TObjectPtr<UWidgetAnimation> SpinAnim;

private:
	float VisibleFor = 0.f;
	bool bSaveFinished = false;
	bool bShowing = false;
};
