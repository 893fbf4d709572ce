#include "UI/SaveIndicatorWidget.h"

#include "Animation/WidgetAnimation.h"

namespace
{
	// How long the indicator stays up at minimum, even for very fast saves.
	constexpr float MinDisplaySeconds = 1.0f;
}

void USaveIndicatorWidget::ShowSaving()
{
	VisibleFor = 0.f;
	bSaveFinished = false;
	bShowing = true;
	SetVisibility(ESlateVisibility::HitTestInvisible);
	if (SpinAnim)
	{
		PlayAnimation(SpinAnim, 0.f, 0);
	}
}

void USaveIndicatorWidget::NotifySaveFinished()
{
	bSaveFinished = true;
}

void USaveIndicatorWidget::NativeTick(const FGeometry& MyGeometry, float InDeltaTime)
{
	Super::NativeTick(MyGeometry, InDeltaTime);
	if (!bShowing)
	{
		return;
	}
	VisibleFor += InDeltaTime;
	if (bSaveFinished && VisibleFor >= MinDisplaySeconds)
	{
		bShowing = false;
		StopAllAnimations();
		SetVisibility(ESlateVisibility::Collapsed);
	}
}
