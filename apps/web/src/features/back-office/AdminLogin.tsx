import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { type AdminLoginInput, adminLoginInput, type SecondFactorMethod } from "@studio/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { errorMessage, trpc } from "../../lib/trpc";
import { SecondFactorStep } from "../auth/admin/SecondFactorStep";

export function AdminLogin() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const form = useForm<AdminLoginInput>({
    mode: "uncontrolled",
    initialValues: { username: "", password: "" },
    validate: schemaResolver(adminLoginInput, { sync: true }),
  });
  // The session the server answered with stands for the layout's beforeLoad, which runs again and lets her in.
  const signedIn = (me: { username: string }) => {
    queryClient.setQueryData(trpc.admin.me.queryKey(), me);
    return router.invalidate();
  };
  const [methods, setMethods] = useState<SecondFactorMethod[] | null>(null);
  const login = useMutation(
    trpc.admin.login.mutationOptions({
      onSuccess: (answer) => {
        if ("secondFactor" in answer) {
          form.setFieldValue("password", "");
          setMethods(answer.secondFactor.methods);
          return;
        }
        return signedIn(answer);
      },
      onError: () => form.setFieldValue("password", ""),
    }),
  );

  return (
    <Paper component="section" maw={420} mx="auto" p={{ base: "lg", sm: "xl" }} radius="lg" shadow="sm" withBorder>
      {methods ? (
        <SecondFactorStep
          methods={methods}
          onSignedIn={signedIn}
          onRestart={() => {
            login.reset();
            setMethods(null);
          }}
        />
      ) : (
        <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
          <Stack gap="md">
            <div>
              <Title order={1} fz={28}>
                Admin Access
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                Sign in to manage bookings, sessions and testimonials.
              </Text>
            </div>
            {login.isError && (
              <Alert color="red" role="alert">
                {errorMessage(login.error, "Invalid username or password")}
              </Alert>
            )}
            <TextInput
              label="Username"
              autoComplete="username"
              withAsterisk
              key={form.key("username")}
              {...form.getInputProps("username")}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              withAsterisk
              key={form.key("password")}
              {...form.getInputProps("password")}
            />
            <Button type="submit" loading={login.isPending} fullWidth>
              Sign In
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
