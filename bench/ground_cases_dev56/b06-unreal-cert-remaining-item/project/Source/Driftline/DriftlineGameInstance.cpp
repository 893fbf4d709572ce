#include "DriftlineGameInstance.h"

#include "HttpModule.h"
#include "Interfaces/IHttpResponse.h"

DEFINE_LOG_CATEGORY_STATIC(LogDriftlineOnline, Log, All);

void UDriftlineGameInstance::Init()
{
	Super::Init();
	UE_LOG(LogDriftlineOnline, Log, TEXT("Leaderboard service: %s"), *LeaderboardUrl);
}

void UDriftlineGameInstance::CheckOnlineServices()
{
	TSharedRef<IHttpRequest, ESPMode::ThreadSafe> Request = FHttpModule::Get().CreateRequest();
	Request->SetURL(LeaderboardUrl / TEXT("health"));
	Request->SetVerb(TEXT("GET"));
	Request->SetTimeout(60.f);
	Request->OnProcessRequestComplete().BindUObject(this, &UDriftlineGameInstance::HandlePing);
	Request->ProcessRequest();
	UE_LOG(LogDriftlineOnline, Log, TEXT("Checking online services..."));
}

void UDriftlineGameInstance::HandlePing(FHttpRequestPtr Request, FHttpResponsePtr Response, bool bConnected)
{
	const bool bOnline = bConnected && Response.IsValid() && EHttpResponseCodes::IsOk(Response->GetResponseCode());
	if (!bOnline)
	{
		UE_LOG(LogDriftlineOnline, Warning, TEXT("Online services unavailable (connected=%d, code=%d)"),
			bConnected, Response.IsValid() ? Response->GetResponseCode() : 0);
	}
	OnOnlineCheckDone.Broadcast(bOnline);
}
