#pragma once

#include "CoreMinimal.h"
#include "Engine/GameInstance.h"
#include "Interfaces/IHttpRequest.h"
#include "DriftlineGameInstance.generated.h"

DECLARE_DYNAMIC_MULTICAST_DELEGATE_OneParam(FOnOnlineCheckDone, bool, bOnline);

UCLASS()
class DRIFTLINE_API UDriftlineGameInstance : public UGameInstance
{
	GENERATED_BODY()

public:
	virtual void Init() override;

	/** Pings the leaderboard service before the main menu unlocks the Online tab. */
	UFUNCTION(BlueprintCallable, Category = "Online")
	void CheckOnlineServices();

	UPROPERTY(BlueprintAssignable, Category = "Online")
	FOnOnlineCheckDone OnOnlineCheckDone;

	UPROPERTY(Config)
	FString LeaderboardUrl;

	UPROPERTY(Config)
	float LeaderboardTimeout = 15.f;

private:
	void HandlePing(FHttpRequestPtr Request, FHttpResponsePtr Response, bool bConnected);
};
