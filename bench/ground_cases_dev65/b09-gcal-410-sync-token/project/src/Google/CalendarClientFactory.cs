using Google.Apis.Auth.OAuth2;
using Google.Apis.Calendar.v3;
using Google.Apis.Services;

namespace ClinicCalendarSync.Google;

public static class CalendarClientFactory
{
    // read-only is enough: the app never writes to the doctors' calendars
    private static readonly string[] Scopes = [CalendarService.Scope.CalendarReadonly];

    public static CalendarService Create(string keyPath, string impersonateUser)
    {
        var credential = GoogleCredential.FromFile(keyPath)
            .CreateScoped(Scopes)
            .CreateWithUser(impersonateUser);
        return new CalendarService(new BaseClientService.Initializer
        {
            HttpClientInitializer = credential,
            ApplicationName = "ClinicCalendarSync",
        });
    }
}
