defmodule Kaoqin.DingTalk.Error do
  defexception [:code, :message]
end

defmodule Kaoqin.DingTalk.Client do
  @moduledoc "Minimal DingTalk open API client (gettoken + attendance list)."
  alias Kaoqin.DingTalk.{Error, TokenCache}

  defp cfg, do: Application.fetch_env!(:kaoqin, Kaoqin.DingTalk)

  def access_token do
    TokenCache.get(fn ->
      body = request!(:get, "/gettoken", params: [appkey: cfg()[:app_key], appsecret: cfg()[:app_secret]])
      {body["access_token"], body["expires_in"]}
    end)
  end

  @doc "Punch records of `user_ids` between two dates (at most 7 days, 50 users per call)."
  def attendance(user_ids, from_date, to_date, offset \\ 0) do
    request!(:post, "/attendance/list",
      params: [access_token: access_token()],
      json: %{
        workDateFrom: "#{from_date} 00:00:00",
        workDateTo: "#{to_date} 00:00:00",
        userIdList: user_ids,
        offset: offset,
        limit: cfg()[:page_size]
      }
    )
  end

  def request!(method, path, opts) do
    resp = Req.request!([method: method, url: cfg()[:base_url] <> path, retry: :transient] ++ opts)

    case resp.body do
      %{"errcode" => 0} = body ->
        body

      %{"errcode" => code, "errmsg" => msg} ->
        raise Error, code: code, message: "dingtalk errcode=#{code}: #{msg}"
    end
  end
end
